/**
 * The wire protocol's version. Bump it whenever a schema in this package changes shape, and
 * record why below; `protocol-version.test.ts` fails until the hash it pins is updated too.
 *
 * History:
 * 1 — first version: the calls of spec section 7, the change feed, idempotency keys.
 * 2 — apartment images may be data URLs (photos taken offline).
 * 3 — init-progress accepts client-made `stepIds` (progress created and started offline).
 * 4 — sync v2: named mutations pushed to /api/sync/push; identifiers normalised (ID card 12
 *     digits, +84 phones); attachments as a synced metadata entity with their own content calls
 *     (apartment photos leave the row's `images`); the feed may answer `resync`; inspections
 *     and their checklists (entities `inspectionTemplate`, `inspection`; attachments may be a
 *     signature); meters and monthly meter readings (entities `meter`, `meterReading`, their mutations and calls).
 * 5 — a cursor names its history: the feed answers `epoch` beside `cursor` and takes it back as
 *     `?epoch=` beside `since`; pokes carry it too (rule S21, a restored database is a new history).
 * 6 — many complexes (rule S23): entity `complex`; every synced row of a complex's data carries
 *     `complexId` (nullable on checklists, categories, templates and steps shared by the
 *     company); roles `manager` and `staff` beside `admin` and `resident` (invitations too);
 *     unit and resident creates may name `complexId`; the complexes calls' bodies.
 * 7 — checklist, category and workflow template creates may name `complexId` (null: shared by
 *     the company; absent: the company administrator's shared, anyone else's in the complex they
 *     work in); a step of a request's progress may be internal (`isInternal`, never sent to
 *     residents); a request carries its resident's verdict (`rating`, `ratingComment`,
 *     `confirmedAt`, `returnReason`, `returnedAt`; mutations `confirmInquiry`, `returnInquiry`);
 *     blocks as rows of a complex: entity `block` (a unit's `buildingBlock` names one; a unit
 *     made or edited naming a new one makes it), mutations `createBlock`, `renameBlock`,
 *     `deleteBlock` and the blocks calls' bodies.
 * 8 — deadlines (rule S24): a category carries `sla` (hours to answer and to resolve by
 *     priority; mutation `updateCategory`, PATCH body); a request carries `responseDueAt`,
 *     `resolutionDueAt`, `respondedAt`, `resolvedAt`, `slaPausedAt`, `slaPausedMs`;
 *     notifications: entity `notification` (a user's own, made by the server),
 *     mutation `markNotificationsRead`, and the web push calls' bodies (`/api/push/…`);
 *     households (rule S26): an assignment carries the occupant's `relation` to the head (`head` exactly
 *     when primary); entities `householdMember` (a unit's occupants as its residents see them:
 *     name, relation, primary, move-in), `vehicle` and `householdRequest`; mutations
 *     `createVehicle`, `updateVehicle`, `deleteVehicle`, `createHouseholdRequest`,
 *     `approveHouseholdRequest`, `refuseHouseholdRequest` and their calls' bodies;
 *     automatic assignment (rule S28): a complex carries `assignmentRules`, a block `onDutyId`
 *     and `onDutyName`, a request `assigneeId`; the settings calls' bodies.
 *     Announcements: entities `announcement` and `announcementRecipient` (its
 *     recipients, fixed when it is sent), mutations `createAnnouncement`, `cancelAnnouncement`,
 *     `markAnnouncementRead` and the announcements calls' bodies; attachments may be owned by an
 *     announcement.
 * 9 — escalation (rule S30): notification kinds `inquiryDueSoon` (to a request's assignee in the
 *     last fifth of its time to resolve) and `inquiryOverdue` (to the complex's managers).
 *     Imports (rule S29): the preview and confirm answers of units, residents and meters
 *     imported from a sheet (no entity or mutation changes).
 * 10 — the demo accounts' list (`mockUser`, GET /api/auth/mock-users) names each account's
 *     `jobTitle`, the `complexes` it serves or lives in and a resident's `block`.
 * 11 — a request's conversation: entity `inquiryMessage`, mutation `postInquiryMessage`,
 *     notification kind `inquiryMessage`; imports' error rows list every fault (`errors`).
 * 12 — residents' categories: a workflow template carries `residentCategories` (what residents
 *     report that it handles; create body, mutation `updateTemplate` and its PATCH body); a new
 *     request may name a `residentCategory`, made from the template its complex maps it to.
 * 13 — a request's status and steps agree: step status 'skipped' with the step's `skipReason`
 *     (its PATCH body too); mutation `updateInquiry` takes `openSteps` ('complete' or 'skip') and
 *     `skipReason`, settling a completed request's open steps in the same write.
 * 14 — a message of a request's conversation may own photos (attachment owner `inquiryMessage`).
 * 15 — a request keeps the resident category it was reported as (`residentCategory`, null when
 *     none was named).
 * 16 — fees (rule S31): entities `feeType`, `billingPeriod` and `invoice`; mutations
 *     `createFeeType`, `updateFeeType`, `deleteFeeType`, `setFeeOptOut`, `openBillingPeriod`,
 *     `generateInvoices` and the server's `issueInvoices`; notification kind `feeNotice`.
 * 17 — fees, continued, and numbers people can say (rule S31):
 *     payments, first part (rule S33): entity `bankAccount` (a complex's accounts by NAPAS BIN,
 *     one default) with `createBankAccount`, `updateBankAccount`, `deleteBankAccount`; a notice's
 *     payment code (`paymentCodeOf`) in its VietQR memo;
 *     a meter reading may be staff's estimate (`estimated`, its create and PATCH bodies too),
 *     and a notice's metered line says so (`reading.estimated`);
 *     mutation `closeBillingPeriod` (a month whose notices are all issued closed for good) and
 *     its call's body;
 *     a request carries its `number` (`TC-YC-2026-00042`, rule S32; null until the server
 *     numbers it) and notifications name it by that number instead of a code from its id;
 *     entity `unitCharge` (a one-off, adjustment or credit note on a unit's month) with
 *     `addUnitCharge`, `removeUnitCharge`; a notice's line may name its `chargeId` and be a
 *     `credit`;
 *     payments (rule S34): entity `payment` with `recordPayment`, `matchPayment`,
 *     `unmatchPayment`, `voidPayment`; a notice keeps the payments it counted
 *     (`paymentsCounted`); a receipt's official `receiptNumber`, given by the server; the
 *     office's `setPaymentWebhook` (a complex's key for a provider's bank notifications);
 *     notification kind `paymentReminder` (a unit's debt past its due date, rule S35);
 *     direct uploads to an object store: a file's part is sent where
 *     POST /api/attachments/{id}/{kind}/uploads says (`uploadPlanSchema`; a thumbnail declared
 *     by `uploadDeclarationSchema`), then confirmed;
 *     a fee's `settlePriority` (the board's order when a notice is paid in part, rule S34), and
 *     a notice's line keeps it as `settlePriority`.
 * 18 — a notification keeps what it says as data (`params`, one shape per kind:
 *     `notificationParamsSchema`; null on older rows), which each device words in its language.
 * 19 — a push subscription names the language chosen on the device (`language`, optional), in
 *     which the server writes its pushes; a push message says which (`lang`).
 * 20 — a complex's provider key as the office sees it says when the provider's latest
 *     notification arrived (`paymentWebhookSchema.lastReceivedAt`, null before any).
 * 21 — a notice's line says what its quantity counts (`measure`: m², vehicles, m³, kWh;
 *     absent on lines made before), so a notice reads "108 m² × 12.000 ₫".
 */
export const PROTOCOL_VERSION = 21;
