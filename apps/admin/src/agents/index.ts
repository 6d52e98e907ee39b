export { AgentsPage } from './AgentsPage.tsx';
export { AgentTreePage } from './AgentTreePage.tsx';
export { AgentSettingsPage } from './AgentSettingsPage.tsx';
export { AgentDetailPage } from './AgentDetailPage.tsx';
export { PlayerAgentActions } from './PlayerAgentActions.tsx';
