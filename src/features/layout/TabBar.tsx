import { Link } from '@tanstack/react-router';
import { useLingui } from '@lingui/react/macro';
import { Icon } from '../../ui/Icon';
import { useText } from '../../ui/Message';
import { NAV_ITEMS } from './nav';

export function TabBar() {
  const { t } = useLingui();
  const text = useText();
  return (
    <nav className="tabbar" aria-label={t`Main`}>
      {NAV_ITEMS.map((item) => (
        <Link
          key={item.to}
          to={item.to}
          className={`tab${item.to === '/recharge' ? ' tab-deposit' : ''}`}
          activeOptions={{ exact: item.to === '/' }}
        >
          <span className="tab-icon">
            <Icon name={item.icon} />
          </span>
          <span className="tab-label">{text(item.tab)}</span>
        </Link>
      ))}
    </nav>
  );
}
