import { translation } from '../../lib/i18n';
import type { residentStrings } from './strings';

/** The Residents screen in English: the spec's wording where it gives one. */
export default translation<typeof residentStrings>('residents', {
  title: 'Resident Management',
  subtitle: 'Manage resident profiles and information',
  guideButton: 'User guide',
  addButton: 'Add new resident',

  searchPlaceholder: 'Search by name, ID card, or email...',
  searchLabel: 'Search residents',
  statusFilterLabel: 'Filter by status',
  allStatus: 'All Status',

  statuses: { active: 'Active', inactive: 'Inactive', pending: 'Pending' },
  genders: { male: 'Male', female: 'Female', other: 'Other' },

  tableTitle: (count) => `Residents (${count})`,
  columns: {
    name: 'Name',
    idCard: 'ID Card',
    contact: 'Contact',
    apartment: 'Apartment',
    gender: 'Gender',
    status: 'Status',
    actions: 'Actions',
  },
  unit: (unitNumber) => `Unit ${unitNumber}`,
  unknownApartment: 'N/A',
  notAssigned: 'Not assigned',
  empty: 'No residents found',
  loading: 'Loading residents...',
  editAction: (name) => `Edit resident ${name}`,
  deleteAction: (name) => `Delete resident ${name}`,
  rowsPerPage: 'Rows per page:',
  displayedRows: ({ from, to, count }) => `${from}–${to} of ${count}`,

  dialog: {
    addTitle: 'Add New Resident',
    editTitle: 'Edit Resident',
    cancel: 'Cancel',
    create: 'Create',
    update: 'Update',
  },
  fields: {
    firstName: 'First Name',
    lastName: 'Last Name',
    idCardNumber: 'ID Card Number',
    gender: 'Gender',
    email: 'Email',
    phone: 'Phone',
    occupation: 'Occupation',
    status: 'Status',
    emergencyContact: 'Emergency Contact',
    emergencyPhone: 'Emergency Phone',
    notes: 'Notes',
  },
  hints: {
    idCard: 'The 12-digit citizen ID number',
    phone: 'e.g. 0912 345 678, stored as +84912345678',
  },
  idCard: {
    heading: 'ID card images',
    front: 'Front',
    back: 'Back',
    hint: 'PNG, JPG up to 10MB',
    choose: 'Choose an image',
    change: 'Click to change',
    previewAlt: (side) => `ID card ${side.toLowerCase()} image`,
    localOnly:
      'Images are kept on this device as soon as you save and uploaded once online; only administrators and the resident can see ID card images.',
    camera: 'Take a photo',
    photo: 'Portrait photo',
  },
  imagePurpose: {
    photo: 'portrait photo',
    idCardFront: 'ID card front image',
    idCardBack: 'ID card back image',
  },

  deleteDialog: {
    title: 'Delete resident',
    text: 'Are you sure you want to delete this resident? This action cannot be undone.',
    cancel: 'Cancel',
    confirm: 'Delete',
  },

  toast: {
    successTitle: 'Success',
    errorTitle: 'Error',
    created: 'Resident created successfully',
    updated: 'Resident updated successfully',
    deleted: 'Resident deleted successfully',
    createFailed: 'Failed to create resident',
    updateFailed: 'Failed to update resident',
    deleteFailed: 'Failed to delete resident',
  },

  outboxLabel: {
    create: (name) => `Add resident ${name}`,
    update: (name) => `Update resident ${name}`,
    delete: (name) => `Delete resident ${name}`,
    image: (what, name) => `Add ${name}'s ${what}`,
    removeImage: (name) => `Replace ${name}'s old image`,
  },
  export: {
    button: 'Export to Excel',
    fileStem: 'residents',
    sheet: 'Residents',
    failedTitle: 'Error',
    failed: 'Could not export the Excel file',
    // Headers an import reads back.
    fullName: 'Full name',
    idCard: 'ID card number',
    phone: 'Phone',
    email: 'Email',
    gender: 'Gender',
    dateOfBirth: 'Date of birth',
    units: 'Current apartments',
    moveInDate: 'Move-in date',
    status: 'Status',
    statuses: { active: 'Active', inactive: 'Inactive', pending: 'Pending' },
    occupation: 'Occupation',
    emergencyContact: 'Emergency contact',
    emergencyPhone: 'Emergency phone',
  },
});
