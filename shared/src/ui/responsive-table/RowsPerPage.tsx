// The table's paginator with a native, labelled <select> for the page size: PrimeReact's
// own puts a Dropdown there, with an unlabelled hidden <select> inside.
import type {
  PaginatorChangeEvent,
  PaginatorRowsPerPageDropdownOptions,
  PaginatorTemplateOptions,
} from 'primereact/paginator';

function RowsPerPage({ value, options, onChange }: PaginatorRowsPerPageDropdownOptions) {
  return (
    <label className="ui-rows-per-page">
      Rows per page
      <select
        className="p-inputtext p-component"
        value={value}
        onChange={(event) =>
          // The paginator reads the new page size from `value`, whatever the type says.
          onChange({
            originalEvent: event,
            value: Number(event.target.value),
          } as unknown as PaginatorChangeEvent)
        }
      >
        {(options as { label: string; value: number }[]).map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </label>
  );
}

export const PAGINATOR_TEMPLATE: PaginatorTemplateOptions = {
  layout: 'FirstPageLink PrevPageLink PageLinks NextPageLink LastPageLink RowsPerPageDropdown',
  RowsPerPageDropdown: (options) => <RowsPerPage {...options} />,
};
