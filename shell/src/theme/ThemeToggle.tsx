import type { ThemeMode } from '@module-feedback/shared';
import { SelectButton } from 'primereact/selectbutton';
import { themeController, useTheme } from './theme';
import { isThemeMode } from './theme-mode';

const OPTIONS: { value: ThemeMode; label: string; icon: string }[] = [
  { value: 'auto', label: 'Auto', icon: 'pi pi-desktop' },
  { value: 'light', label: 'Light', icon: 'pi pi-sun' },
  { value: 'dark', label: 'Dark', icon: 'pi pi-moon' },
];

/** Auto / light / dark, shown on every page. */
export function ThemeToggle() {
  const { mode } = useTheme();
  return (
    <SelectButton
      className="theme-toggle"
      aria-label="Theme"
      value={mode}
      options={OPTIONS}
      optionValue="value"
      allowEmpty={false}
      itemTemplate={(option: (typeof OPTIONS)[number]) => (
        <span className="theme-toggle__option" title={`${option.label} theme`}>
          <i className={option.icon} aria-hidden="true" />
          <span className="theme-toggle__label">{option.label}</span>
        </span>
      )}
      onChange={(event) => {
        if (isThemeMode(event.value)) themeController.setMode(event.value);
      }}
    />
  );
}
