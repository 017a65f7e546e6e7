/**
 * The Fees feature: the office's fees and tariffs, its "Thu phí" (a month's notices made, reviewed, issued and
 * printed), its "Thu tiền" (payments the bank reported or the office received, matched to units,
 * each receipt (phiếu thu) printed) and the resident's "Phí & hóa đơn" with each month's notice,
 * its breakdown and what is paid.
 */
export { BillingPage } from './components/billing-page';
export { FeesPage } from './components/fees-page';
export { FeeTypesPage } from './components/fee-types-page';
export { HomeDues } from './components/home-dues';
export { PrintNoticesPage } from './components/print-notices-page';
export { UnitFeesCard } from './components/unit-fees-card';
export { PaymentsPage } from './payments/payments-page';
export { ReceiptPage } from './payments/receipt-page';
