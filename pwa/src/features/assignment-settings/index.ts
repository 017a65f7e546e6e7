/** Automatic assignment's settings: rules and each block's staff member on duty. */
export { AssignmentPage } from './components/assignment-page';
export { assignmentStrings } from './strings';
