import { createElement } from 'react';
import { PendingPage } from '../../ui/pending-page';

// Placeholders until this feature's screens land; each keeps its route's title.
export const AuthDebugPage = () => createElement(PendingPage, { title: 'Auth Debug' });
export const UserManagementPage = () =>
  createElement(PendingPage, { title: 'Quản lý người dùng test' });
export const UserSwitcherPage = () =>
  createElement(PendingPage, { title: 'Chuyển đổi người dùng' });
