import type { ThemeMode } from '@module-feedback/shared';
import { themeController, useTheme } from './theme';
import './theme-toggle.css';

const OPTIONS: { value: ThemeMode; label: string; icon: string }[] = [
  { value: 'auto', label: 'Auto', icon: 'pi pi-desktop' },
  { value: 'light', label: 'Light', icon: 'pi pi-sun' },
  { value: 'dark', label: 'Dark', icon: 'pi pi-moon' },
];

/**
 * Auto / light / dark, shown on every page: three radio buttons drawn as one segmented
 * control, so Tab reaches the group once and the arrow keys change the theme.
 */
export function ThemeToggle() {
  const { mode } = useTheme();
  return (
    <fieldset className="theme-toggle">
      <legend className="ui-visually-hidden">Theme</legend>
      {OPTIONS.map((option) => (
        <label
          key={option.value}
          className="theme-toggle__option"
          data-checked={option.value === mode}
          title={`${option.label} theme`}
        >
          <input
            type="radio"
            name="theme-mode"
            className="ui-visually-hidden"
            value={option.value}
            checked={option.value === mode}
            onChange={() => themeController.setMode(option.value)}
          />
          <i className={option.icon} aria-hidden="true" />
          <span className="theme-toggle__label">{option.label}</span>
        </label>
      ))}
    </fieldset>
  );
}
