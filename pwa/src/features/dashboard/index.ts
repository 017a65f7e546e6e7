import { createElement } from 'react';
import { PendingPage } from '../../ui/pending-page';

// Placeholders until this feature's screens land; each keeps its route's title.
export const DashboardPage = () => createElement(PendingPage, { title: 'Dashboard Overview' });
