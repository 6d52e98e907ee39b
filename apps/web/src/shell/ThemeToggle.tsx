import { useTranslation } from 'react-i18next';
import { useTheme } from '../theme/theme.ts';
import { Icon } from '../ui/icons.tsx';

export function ThemeToggle({ withText = false }: { withText?: boolean }) {
  const { t } = useTranslation();
  const [theme, toggle] = useTheme();
  const label = theme === 'dark' ? t('theme.toLight') : t('theme.toDark');
  return (
    <button
      type="button"
      className={withText ? 'menu-item menu-button' : 'icon-btn'}
      onClick={toggle}
      aria-label={label}
      title={withText ? undefined : label}
    >
      <Icon name={theme === 'dark' ? 'sun' : 'moon'} />
      {withText && <span className="menu-text">{label}</span>}
    </button>
  );
}
