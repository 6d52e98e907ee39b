import type { ReactNode } from 'react';
import { Icon, type IconName } from '../ui/icons.tsx';
import { LanguagePicker } from '../shell/LanguagePicker.tsx';
import { ThemeToggle } from '../shell/ThemeToggle.tsx';
import './status.css';

/** Full-screen notice for maintenance, region blocking and an unreachable server. */
export function StatusPage(props: {
  icon: IconName;
  title: string;
  body: string;
  detail?: string;
  brand?: string;
  languages?: readonly string[];
  action?: ReactNode;
}) {
  return (
    <div className="status-page">
      <header className="status-bar">
        <span className="status-brand">{props.brand}</span>
        <div className="status-tools">
          {props.languages && <LanguagePicker languages={props.languages} />}
          <ThemeToggle />
        </div>
      </header>
      <main className="status-main">
        <div className="status-card">
          <span className="status-icon">
            <Icon name={props.icon} />
          </span>
          <h1>{props.title}</h1>
          <p className="status-body">{props.body}</p>
          {props.detail && <p className="status-detail tabular">{props.detail}</p>}
          {props.action}
        </div>
      </main>
    </div>
  );
}
