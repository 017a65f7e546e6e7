/** Accounts of a real complex: admins' accounts screen, invitation acceptance, own password. */
export { AccountsPage } from './accounts-page';
export { AcceptInvitationPage } from './accept-invitation-page';
export { ChangePasswordPage } from './change-password-page';
