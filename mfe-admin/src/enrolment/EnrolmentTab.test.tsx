import { fakeShared } from '../test/shared-fake';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  ENROLMENT_FILE_MAX_BYTES,
  ENROLMENT_MESSAGES,
  type EnrolmentPreview,
} from '@module-feedback/shared';
import { renderWithUi } from '../test/render';
import { EnrolmentTab } from './EnrolmentTab';

const csv = (...rows: string[]) => ['student number,module code,year', ...rows].join('\n');
const csvFile = (text: string, name = 'enrolment.csv') =>
  new File([text], name, { type: 'text/csv' });

const badPreview: EnrolmentPreview = {
  rows: 2,
  toAdd: 1,
  alreadyPresent: 0,
  problems: [{ line: 3, reason: 'Unknown module code "NOPE".' }],
};
const goodPreview: EnrolmentPreview = { rows: 2, toAdd: 2, alreadyPresent: 0, problems: [] };

beforeEach(() => {
  for (const mock of Object.values(fakeShared.enrolmentApi)) mock.mockReset();
  fakeShared.enrolmentApi.counts.mockResolvedValue([
    { moduleCode: 'CS1', moduleTitle: 'One', year: 2025, students: 120 },
  ]);
});

const fileInput = () => screen.getByLabelText('Enrolment file (CSV)');

describe('EnrolmentTab', () => {
  it('shows how many students are enrolled per module and academic year', async () => {
    renderWithUi(<EnrolmentTab />);
    const table = await screen.findByRole('table', {
      name: 'Students enrolled per module and academic year',
    });
    const row = (await within(table).findByRole('cell', { name: 'CS1' })).closest('tr')!;
    expect(within(row).getByRole('cell', { name: '2025/26' })).toBeInTheDocument();
    expect(within(row).getByRole('cell', { name: '120' })).toBeInTheDocument();
  });

  it('previews a file naming its problem rows, and imports only a file without them', async () => {
    const user = renderWithUi(<EnrolmentTab />);
    fakeShared.enrolmentApi.preview.mockResolvedValueOnce(badPreview);
    await user.upload(fileInput(), csvFile(csv('1,CS1,2025', '2,NOPE,2025'), 'first.csv'));

    const problems = await screen.findByRole('table', { name: 'Rows of first.csv with problems' });
    const row = within(problems).getByRole('cell', { name: '3' }).closest('tr')!;
    expect(within(row).getByRole('cell', { name: 'Unknown module code "NOPE".' })).toBeVisible();
    expect(
      screen.getByText('1 row with problems: fix them and choose the file again'),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'Import' })).toBeDisabled();
    expect(fakeShared.enrolmentApi.preview).toHaveBeenCalledWith(csv('1,CS1,2025', '2,NOPE,2025'));

    const fixed = csv('1,CS1,2025', '2,CS1,2025');
    fakeShared.enrolmentApi.preview.mockResolvedValueOnce(goodPreview);
    await user.upload(fileInput(), csvFile(fixed, 'fixed.csv'));
    expect(await screen.findByText('2 rows to add')).toBeVisible();
    expect(screen.getByText('No problems')).toBeVisible();
    expect(screen.queryByRole('table', { name: /with problems/ })).not.toBeInTheDocument();

    fakeShared.enrolmentApi.import.mockResolvedValueOnce({ ...goodPreview, added: 2 });
    fakeShared.enrolmentApi.counts.mockResolvedValue([
      { moduleCode: 'CS1', moduleTitle: 'One', year: 2025, students: 122 },
    ]);
    await user.click(screen.getByRole('button', { name: 'Import' }));
    expect(fakeShared.enrolmentApi.import).toHaveBeenCalledWith(fixed);
    expect((await screen.findAllByText('Imported 2 enrolments.')).length).toBeGreaterThan(0);
    expect(await screen.findByRole('cell', { name: '122' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Import' })).not.toBeInTheDocument();
  });

  it('says so when the file is too large, without sending it', async () => {
    const user = renderWithUi(<EnrolmentTab />);
    const large = csvFile('x'.repeat(ENROLMENT_FILE_MAX_BYTES + 1));
    await user.upload(fileInput(), large);
    expect(await screen.findByText(ENROLMENT_MESSAGES.fileTooLarge)).toBeVisible();
    expect(fakeShared.enrolmentApi.preview).not.toHaveBeenCalled();
  });

  it('shows the server’s message when the preview fails', async () => {
    const user = renderWithUi(<EnrolmentTab />);
    fakeShared.enrolmentApi.preview.mockRejectedValueOnce(
      Object.assign(new Error('Request failed'), {
        isAxiosError: true,
        response: { status: 403, data: { message: 'You do not have permission.' } },
      }),
    );
    await user.upload(fileInput(), csvFile(csv('1,CS1,2025')));
    await waitFor(() => expect(screen.getByRole('alert')).toBeInTheDocument());
  });
});
