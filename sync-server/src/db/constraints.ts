import { messages } from '@chungcu/contracts';

/** The message a unique clash answers with (409), by the index that caught it. */
export const uniqueConstraintMessages: Record<string, string> = {
  residents_id_card_unique: messages.resident.idCardTaken,
  residents_email_unique: messages.resident.emailTaken,
  apartments_unit_unique: messages.apartment.unitNumberTaken,
  assignments_current_unique: messages.assignment.alreadyAssigned,
  meters_serial_unique: messages.meter.serialTaken,
  complexes_code_unique: messages.complex.codeTaken,
  blocks_name_unique: messages.block.nameTaken,
  meter_readings_period_unique: messages.meter.periodTaken,
  vehicles_plate_unique: messages.vehicle.plateTaken,
  fee_types_name_unique: messages.fee.nameTaken,
  billing_periods_month_unique: messages.fee.periodTaken,
  bank_accounts_number_unique: messages.bankAccount.accountTaken,
  // Two defaults made at once (rule S33): the second write is refused.
  bank_accounts_default_unique: messages.bankAccount.defaultTaken,
  // Held off by the period's row lock while issuing (rule S31); mapped so it can never answer 500.
  invoices_number_unique: messages.fee.nothingToIssue,
  // A provider's retry racing its first call (rule S34): the webhook answers it as recorded.
  payments_provider_transaction: messages.payment.alreadyRecorded,
  // Held off by the inquiry row lock (rule S9); mapped so a surprise can never answer 500.
  inquiry_progress_order_unique: messages.progress.alreadyCreated,
};

/** A clash on a row's primary key: a create replayed without its Idempotency-Key. */
export const PRIMARY_KEY_SUFFIX = '_pkey';
