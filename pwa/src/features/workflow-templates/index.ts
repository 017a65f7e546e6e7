/** The Workflow templates feature: the /workflow-templates screen (lazy-loaded by the router). */
export { WorkflowTemplatesPage } from './workflow-templates-page';
export { WorkflowTemplatesPage as default } from './workflow-templates-page';
