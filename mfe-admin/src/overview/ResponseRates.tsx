// Response rates of the chosen year: each module's responses against its enrolment, flagged
// below the rate staff choose (kept in the address as `rate=30`), the total, every week of the
// survey window with the rate reached by its end, when reminders went out, and "Send reminders
// now" while the window is open. One API call per year, made again after sending.
import { Button } from 'primereact/button';
import { InputNumber } from 'primereact/inputnumber';
import { Message } from 'primereact/message';
import { Tag } from 'primereact/tag';
import { useCallback, useId, useState } from 'react';
import {
  describeApiError,
  formatDate,
  formatPercent,
  formatResponseRate,
  isBelowRate,
  LOW_RATE_LABEL,
  LoadFailure,
  Loading,
  ResponsiveTable,
  responseRateApi,
  useServerData,
  type ModuleResponseRate,
  type ReminderRoundFigures,
  type ResponseRateWeek,
  type TableColumn,
} from '@module-feedback/shared';
import { useAdminUi } from '../crud/AdminUi';

const reminderCell = (figures: ReminderRoundFigures | null) =>
  figures === null ? '—' : `${formatDate(figures.lastSentAt)} (${figures.count})`;

const WEEK_COLUMNS: TableColumn<ResponseRateWeek>[] = [
  { field: 'weekStart', header: 'Week of' },
  { field: 'responses', header: 'That week' },
  { field: 'cumulative', header: 'So far' },
  {
    header: 'Rate so far',
    body: (week) => (week.rate === null ? '—' : formatPercent(week.rate)),
  },
];

interface ResponseRatesProps {
  /** The academic year's value (2025 for 2025/26). */
  year: number;
  /** Whether its survey window is open now: only then can reminders be sent. */
  windowOpen: boolean;
  /** Modules below this rate (percent) are flagged. */
  threshold: number;
  onThresholdChange: (threshold: number) => void;
}

export function ResponseRates({
  year,
  windowOpen,
  threshold,
  onThresholdChange,
}: ResponseRatesProps) {
  const thresholdId = useId();
  const { confirm, announce } = useAdminUi();
  const rates = useServerData(useCallback(() => responseRateApi.rates(year), [year]));
  const [sending, setSending] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  async function sendReminders() {
    const accepted = await confirm({
      header: 'Send reminders now',
      message:
        'Enrolled students who have not answered get a reminder mail now (at most two per module and year, none to those who opted out).',
      acceptLabel: 'Send reminders',
      rejectLabel: 'Cancel',
    });
    if (!accepted) return;
    setSending(true);
    setProblem(null);
    try {
      const sent = await responseRateApi.sendReminders(year);
      announce(
        sent.mails === 0
          ? 'No reminders were due.'
          : `${sent.mails} reminder mails sent (${sent.reminders} reminders).`,
      );
      rates.retry();
    } catch (error) {
      setProblem(describeApiError(error).message);
    } finally {
      setSending(false);
    }
  }

  const columns: TableColumn<ModuleResponseRate>[] = [
    { field: 'code', header: 'Code' },
    { field: 'title', header: 'Title' },
    { header: 'Response rate', body: (row) => formatResponseRate(row) },
    {
      header: 'Flag',
      body: (row) =>
        isBelowRate(row, threshold) ? <Tag severity="warning" value={LOW_RATE_LABEL} /> : null,
    },
    { header: 'First reminder', body: (row) => reminderCell(row.reminders[1]) },
    { header: 'Second reminder', body: (row) => reminderCell(row.reminders[2]) },
  ];

  // While loading again (after sending), the figures stay until the new ones arrive.
  const shown =
    rates.status === 'ready'
      ? rates.data
      : rates.status === 'loading'
        ? (rates.previous ?? null)
        : null;
  return (
    <section className="ma-overview__rates" aria-labelledby={`${thresholdId}-heading`}>
      <h3 id={`${thresholdId}-heading`}>Response rates</h3>
      <div className="ma-overview__rate-controls">
        <label htmlFor={thresholdId}>Flag modules below</label>
        <InputNumber
          inputId={thresholdId}
          value={threshold}
          min={0}
          max={100}
          suffix="%"
          size={4}
          onChange={(event) => {
            const value = event.value;
            if (typeof value === 'number' && value >= 0 && value <= 100) onThresholdChange(value);
          }}
        />
        {windowOpen && (
          <Button
            type="button"
            icon="pi pi-envelope"
            label="Send reminders now"
            outlined
            loading={sending}
            disabled={sending}
            onClick={() => void sendReminders()}
          />
        )}
      </div>
      {problem && <Message severity="error" className="ma-tab__problem" text={problem} />}
      {rates.status === 'failed' && (
        <LoadFailure what="the response rates" reason={rates.reason} onRetry={rates.retry} />
      )}
      {!shown ? (
        rates.status === 'loading' && <Loading what="the response rates" />
      ) : (
        <>
          <p>
            Total:{' '}
            <strong>
              {formatResponseRate({
                responses: shown.totals.responses,
                enrolled: shown.totals.enrolled,
              })}
            </strong>
          </p>
          <ResponsiveTable
            rows={shown.modules}
            dataKey="moduleId"
            label="Response rates of the modules"
            columns={columns}
            emptyMessage="No modules yet."
          />
          <h4>Response rate per week</h4>
          {shown.weeks.length === 0 ? (
            <p>The survey window has not opened yet.</p>
          ) : (
            <ResponsiveTable
              rows={shown.weeks}
              dataKey="weekStart"
              label="Response rate per week"
              columns={WEEK_COLUMNS}
              emptyMessage="No weeks yet."
            />
          )}
        </>
      )}
    </section>
  );
}
