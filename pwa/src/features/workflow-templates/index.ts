import { createElement } from 'react';
import { PendingPage } from '../../ui/pending-page';

// Placeholders until this feature's screens land; each keeps its route's title.
export const WorkflowTemplatesPage = () => createElement(PendingPage, { title: 'Mẫu quy trình' });
