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

describe('the reminder mail', () => {
  it('lists the modules and links the form, and its opt-out link in text and HTML', () => {
    const mail = renderTemplate(
      {
        to: 'ada@example.ac.uk',
        purpose: 'feedback-reminder',
        data: {
          year: 2025,
          modules: [
            { code: 'CS1', title: 'Algorithms & <Data>' },
            { code: 'CS2', title: 'Compilers' },
          ],
          closesAt: '2026-06-30T22:00:00.000Z',
          optOut: { user: 7, token: 'sig-7' },
        },
      },
      sender,
    );
    expect(mail.subject).toBe('Your module feedback is still missing – Course Voice');
    const optOut = 'https://feedback.example.ac.uk/api/reminders/opt-out/?user=7&token=sig-7';
    expect(mail.text).toContain('CS1 – Algorithms & <Data>');
    expect(mail.html).toContain('CS1 – Algorithms &amp; &lt;Data&gt;');
    expect(mail.text).toContain('Feedback is open until Tue, 30 Jun 2026 22:00 UTC.');
    expect(mail.text).toContain(`Send me no more reminders:\n${optOut}`);
    expect(mail.html).toContain(`href="${optOut.replace('&', '&amp;')}"`);
    expect(mail.html).toContain('href="https://feedback.example.ac.uk/feedback"');
  });
});
