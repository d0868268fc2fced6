import { fakeShared, signInAs, signOut } from '../test/shared-fake';
import { configure, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MODULE_REPLY_MESSAGES, type ModuleReply } from '@module-feedback/shared';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { App } from '../App';
import { ComparedModule } from '../module-comparison/ComparedModule';
import { feedback, MODULES, summary, YEARS } from '../test/fixtures';

const { publicationApi } = fakeShared;

// The whole results screen renders here: on a busy machine it takes longer than a second.
configure({ asyncUtilTimeout: 5_000 });

const REPLY: ModuleReply = {
  text: 'We moved the coursework deadline.',
  authorRole: 'module leader',
  createdAt: '2026-03-02T10:00:00.000Z',
  updatedAt: '2026-03-04T10:00:00.000Z',
};

function openModule(code = 'COMP0001') {
  window.history.replaceState(null, '', `/results/${code}?year=2025`);
  const user = userEvent.setup();
  render(<App />);
  return user;
}

describe('publishing results', { timeout: 20_000 }, () => {
  beforeEach(() => {
    vi.clearAllMocks();
    signOut();
    fakeShared.moduleApi.list.mockResolvedValue(MODULES);
    fakeShared.academicYearApi.list.mockResolvedValue(YEARS);
    fakeShared.feedbackApi.ofModule.mockResolvedValue([
      feedback(2025, { materialFeedback: 'Good.' }),
    ]);
    fakeShared.summaryApi.ofModuleYear.mockResolvedValue(summary());
    fakeShared.resultsOverviewApi.ofYear.mockResolvedValue([]);
    vi.spyOn(console, 'error').mockImplementation(() => {});
  });

  it('says the results are withheld below the threshold, instead of sections and figures', async () => {
    fakeShared.feedbackApi.ofModule.mockResolvedValue([]);
    fakeShared.summaryApi.ofModuleYear.mockResolvedValue(
      summary({ withheld: { responses: 3, required: 5 } }),
    );
    openModule();
    expect(await screen.findByText('Not enough responses yet (3 of 5)')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Material' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: /workload/i })).not.toBeInTheDocument();
    expect(fakeShared.extraQuestionApi.figures).not.toHaveBeenCalled();
  });

  it('shows the reply to everyone, with its heading, author role and date, and no form', async () => {
    publicationApi.moduleReply.mockResolvedValue({ reply: REPLY });
    openModule();
    const reply = await screen.findByRole('region', { name: 'You said, we did' });
    expect(within(reply).getByText(REPLY.text)).toBeInTheDocument();
    expect(within(reply).getByText(/Module leader/)).toBeInTheDocument();
    expect(within(reply).getByRole('time')).toHaveAttribute('datetime', REPLY.updatedAt);
    expect(within(reply).queryByRole('button')).not.toBeInTheDocument();
    expect(publicationApi.moduleReply).toHaveBeenCalledWith('COMP0001', 2025);
  });

  it('shows the reply below the threshold too', async () => {
    fakeShared.summaryApi.ofModuleYear.mockResolvedValue(
      summary({ withheld: { responses: 1, required: 5 } }),
    );
    publicationApi.moduleReply.mockResolvedValue({ reply: { ...REPLY, authorRole: 'staff' } });
    openModule();
    await screen.findByText('Not enough responses yet (1 of 5)');
    const reply = await screen.findByRole('region', { name: 'You said, we did' });
    expect(within(reply).getByText(/Staff/)).toBeInTheDocument();
  });

  it('shows nothing of a reply nobody wrote to those who may not write one', async () => {
    signInAs('ada');
    openModule();
    await screen.findByRole('region', { name: 'Material' });
    await waitFor(() => expect(publicationApi.moduleReply).toHaveBeenCalled());
    expect(screen.queryByRole('region', { name: 'You said, we did' })).not.toBeInTheDocument();
  });

  it("lets a module's leader write the reply, checking it first with the shared rule", async () => {
    signInAs('lee');
    publicationApi.ownLedModules.mockResolvedValue({ modules: [1] });
    publicationApi.saveModuleReply.mockImplementation(async (_code, _year, { text }) => ({
      ...REPLY,
      text,
    }));
    const user = openModule();
    const section = await screen.findByRole('region', { name: 'You said, we did' });
    await user.click(await within(section).findByRole('button', { name: 'Write a reply' }));
    await user.click(within(section).getByRole('button', { name: 'Save reply' }));
    expect(within(section).getByText(MODULE_REPLY_MESSAGES.empty)).toBeInTheDocument();
    expect(publicationApi.saveModuleReply).not.toHaveBeenCalled();

    const box = within(section).getByRole('textbox', { name: 'Your reply to the students' });
    expect(box).toHaveAccessibleDescription(
      expect.stringContaining(MODULE_REPLY_MESSAGES.empty) as unknown as string,
    );
    await user.type(box, 'Labs now have model answers.');
    await user.click(within(section).getByRole('button', { name: 'Save reply' }));
    await within(section).findByText('Labs now have model answers.');
    expect(publicationApi.saveModuleReply).toHaveBeenCalledWith('COMP0001', 2025, {
      text: 'Labs now have model answers.',
    });
    expect(within(section).getByRole('button', { name: 'Edit the reply' })).toBeInTheDocument();
  });

  it("shows the server's refusal in the form", async () => {
    signInAs('lee');
    publicationApi.ownLedModules.mockResolvedValue({ modules: [1] });
    publicationApi.saveModuleReply.mockRejectedValue(
      Object.assign(new Error('refused'), {
        isAxiosError: true,
        response: { status: 403, data: { message: MODULE_REPLY_MESSAGES.notAllowed } },
      }),
    );
    const user = openModule();
    const section = await screen.findByRole('region', { name: 'You said, we did' });
    await user.click(await within(section).findByRole('button', { name: 'Write a reply' }));
    await user.type(within(section).getByRole('textbox'), 'Hello');
    await user.click(within(section).getByRole('button', { name: 'Save reply' }));
    await within(section).findByText(MODULE_REPLY_MESSAGES.notAllowed);
  });

  it('offers no form on modules the student does not lead', async () => {
    signInAs('lee');
    publicationApi.ownLedModules.mockResolvedValue({ modules: [2] });
    openModule();
    await screen.findByRole('region', { name: 'Material' });
    await waitFor(() => expect(publicationApi.ownLedModules).toHaveBeenCalled());
    expect(screen.queryByRole('button', { name: 'Write a reply' })).not.toBeInTheDocument();
  });

  it('says so in the overview for a withheld module, with no averages', async () => {
    fakeShared.resultsOverviewApi.ofYear.mockResolvedValue([
      {
        code: 'COMP0001',
        title: 'Machine Learning',
        responses: 3,
        averages: {},
        withheld: { responses: 3, required: 5 },
      },
    ]);
    window.history.replaceState(null, '', '/results?year=2025');
    render(<App />);
    const overview = await screen.findByRole('region', { name: 'All modules in 2025/26' });
    expect(
      (await within(overview).findAllByText('Not enough responses yet (3 of 5)')).length,
    ).toBeGreaterThan(0);
    expect(within(overview).getAllByText('Withheld').length).toBeGreaterThan(0);
  });

  it('says so in a module comparison column', async () => {
    fakeShared.feedbackApi.ofModule.mockResolvedValue([]);
    fakeShared.summaryApi.ofModuleYear.mockResolvedValue(
      summary({ withheld: { responses: 2, required: 5 } }),
    );
    render(
      <ComparedModule module={MODULES[0]!} year={2025} aspects={['material', 'assessment']} />,
    );
    await screen.findByText('Not enough responses yet (2 of 5)');
    expect(screen.queryByRole('heading', { name: 'Material' })).not.toBeInTheDocument();
  });
});
