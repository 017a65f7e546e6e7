/** The business constants and limits of spec section 9, defined once. */
export const limits = {
  maxResidentsPerApartment: 4,
  apartmentsPageSize: 4,
  inquiriesPageSize: 10,
  maxApartmentImages: 6,
  inquiryAttachmentTiles: 7,
  /** Photos sent with one message of a request's conversation. */
  messagePhotos: 4,
  /** Items of one inspection checklist (and results sent at once). */
  inspectionItemsMax: 300,
  /** One file's bytes (the spec's hint: 10 MB). */
  attachmentMaxBytes: 10 * 1024 * 1024,
  /** A thumbnail: at most 400 px on its long side and 200 KB. */
  thumbnailMaxBytes: 200 * 1024,
  thumbnailMaxSide: 400,
  idCardImageMaxBytes: 10 * 1024 * 1024,
  /** An imported sheet's bytes (.xlsx or .csv) and its data rows at most (rule S29). */
  importMaxBytes: 10 * 1024 * 1024,
  importMaxRows: 10_000,
  /** Columns a sheet's data may fill: cells past them may only be empty. */
  importMaxColumns: 100,
  /**
   * An imported .xlsx as it unzips, checked in its zip's directory before anything inflates and
   * again while it inflates: its parts' bytes in all, one part's inflation ratio (parts over
   * `ratioFromBytes`; 100:1 is Apache POI's bound, sheets inflate 10–20 times), its parts, its
   * shared strings, and one cell's characters (Excel's own limit).
   */
  importWorkbook: {
    unzippedBytes: 50 * 1024 * 1024,
    ratio: 100,
    ratioFromBytes: 1024 * 1024,
    parts: 1000,
    sharedStrings: 200_000,
    cellChars: 32_767,
  },
  residentPickerHeightPx: 400,
  autoInitProgressDelayMs: 1000,
  progressPreviewSteps: 3,
  toastLimit: 1,
  toastRemoveDelayMs: 1_000_000,
  toastDurationMs: 5000,
  toastSwipeThresholdPx: 50,
  tooltipDelayMs: 700,
  tooltipSkipDelayMs: 300,
  /** Varchar limits of the data model. */
  varchar: {
    userRole: 50,
    phoneNumber: 20,
    verificationCode: 6,
    inquiryTitle: 255,
    inquiryCategory: 100,
    inquiryPriority: 50,
    inquiryStatus: 50,
    assignedTo: 255,
    templateName: 255,
    templateCategory: 100,
  },
  /** Limits the spec leaves open, chosen so no input can exhaust the server. */
  shortText: 255,
  longText: 5000,
  /** An announcement's title. */
  announcementTitle: 200,
  /** Blocks, floors or units one announcement may name (a whole block is one entry). */
  announcementAudienceMax: 500,
  /** Complexes one manager or staff member may serve (a regional team's reach). */
  complexesPerStaff: 200,
  /** Automatic-assignment rules of one complex. */
  assignmentRules: 100,
  urlText: 2048,
  maxFloor: 200,
  maxRooms: 50,
  maxSquareFootage: 1_000_000,
  syncPageMax: 1000,
  syncPageDefault: 500,
  /** Notifications one `markNotificationsRead` marks at most (all unread ones shown). */
  notificationsReadMax: 500,
  /** Mutations in one POST /api/sync/push. */
  pushBatchMax: 100,
  /** Server failures (5xx) a queued change may meet before it is parked as failed. */
  pushMaxServerFailures: 8,
  verificationCodeTtlMs: 5 * 60 * 1000,
  verificationMaxAttempts: 5,
  loginMaxFailures: 10,
  loginWindowMs: 15 * 60 * 1000,
  /** Failed logins from one client address, whatever the accounts, within `loginWindowMs`. */
  loginMaxFailuresPerAddress: 30,
  /** Live sessions per account; a new login ends the oldest beyond it. */
  maxSessionsPerUser: 20,
  /** Web push subscriptions (devices) per account; a new one removes the oldest beyond it. */
  pushSubscriptionsPerUser: 20,
  /** A JSON body's size and nesting: far above any real body, far below a stack overflow. */
  jsonBodyMaxBytes: 1024 * 1024,
  jsonMaxDepth: 32,
  /** Dates outside these years are typing mistakes (and year 0 does not exist in PostgreSQL). */
  dateYearMin: 1900,
  dateYearMax: 2100,
  sendCodeMaxPerWindow: 5,
  idempotencyRetentionDays: 90,
  placeholderMaxSide: 4000,
  /** A meter's index: 9 digits before the point are more than any household meter shows. */
  meterValueMax: 999_999_999,
  meterSerialMax: 50,
  /** Periods a reading's consumption is compared with ("unusual": over twice their average). */
  meterAveragePeriods: 3,
  meterUnusualFactor: 2,
  /** A plate as typed ("29A - 123.45"): more is not a plate. */
  plateNumberMax: 20,
  /** Whole đồng: a thousand billion is more than any line or notice of a household. */
  moneyMax: 1_000_000_000_000,
  feeTiersMax: 10,
  feeTariffsMax: 24,
  feeSurchargesMax: 5,
  /** The largest settling priority a fee may have (1 is settled first). */
  feeSettlePriorityMax: 99,
} as const;

/** Defaults of spec section 9. */
export const defaults = {
  apartment: {
    squareFootage: 850,
    monthlyRent: '1850',
    floor: 1,
    bedrooms: 1,
    bathrooms: 1,
    status: 'available',
    /** The picture of a unit without photos. */
    imageUrl: '/api/placeholder/400/300',
  },
  priority: 'medium',
  inquiryStatus: 'new',
  adminId: 'admin-001',
  categoryColor: '#3B82F6',
  gender: 'male',
  residentStatus: 'active',
  userRole: 'resident',
} as const;
