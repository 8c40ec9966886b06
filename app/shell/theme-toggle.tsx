// The light/dark switch in the header.
import { Moon, Sun } from 'lucide-react';
import { FEATURE_FLAGS } from '../../lib/constants';
import { useTheme } from './theme-provider';

/** The switch, while the darkMode flag is on (CONST-001). */
export function ThemeToggle() {
  return FEATURE_FLAGS.darkMode ? <ThemeSwitch /> : null;
}

function ThemeSwitch() {
  const { theme, setTheme } = useTheme();
  const next = theme === 'dark' ? 'light' : 'dark';
  return (
    <button
      type="button"
      onClick={() => setTheme(next)}
      aria-label={`Switch to ${next} theme`}
      title={`Switch to ${next} theme`}
      data-testid="theme-toggle"
      className="icon-button"
    >
      {theme === 'dark' ? <Sun aria-hidden size={18} /> : <Moon aria-hidden size={18} />}
    </button>
  );
}
