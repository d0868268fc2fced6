import { describe, expect, it } from 'vitest';
import { renderTemplate } from './templates';

const sender = { productName: 'Course Voice', publicUrl: 'https://feedback.example.ac.uk' };

describe('mail templates', () => {
  it('say in text and HTML who sent the mail and why, with the link in both', () => {
    const mail = renderTemplate(
      { to: 'ada@example.ac.uk', purpose: 'verify-email', data: { username: 'ada', token: 't-1' } },
      sender,
    );
    expect(mail.subject).toBe('Confirm your email address – Course Voice');
    const link = 'https://feedback.example.ac.uk/auth/verify-email?token=t-1';
    expect(mail.text).toContain(link);
    expect(mail.html).toContain(`href="${link}"`);
    for (const part of [mail.text, mail.html]) {
      expect(part).toContain(
        'This email was sent by Course Voice (https://feedback.example.ac.uk).',
      );
      expect(part).toContain('You got this email because someone signed up with this address.');
    }
  });

  it('escape what people typed in the HTML part', () => {
    const mail = renderTemplate(
      {
        to: 'owner@example.ac.uk',
        purpose: 'email-taken',
        data: { attemptedUsername: '<img src=x onerror=alert(1)>' },
      },
      sender,
    );
    expect(mail.html).not.toContain('<img');
    expect(mail.html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(mail.text).toContain('<img src=x onerror=alert(1)>');
  });
});
