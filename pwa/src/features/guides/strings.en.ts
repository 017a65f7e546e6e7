import { translation } from '../../lib/i18n';
import type { guideStrings } from './strings';

/** The two help guides in English: the spec's status names (Available, Active…). */
export default translation<typeof guideStrings>('guides', {
  deletion: {
    irreversible:
      'Deleting a resident cannot be undone: the record, the ID card photos and the residence history are removed for good.',
    who: 'Only administrators (admin) or authorised users may delete a resident.',
  },
  apartment: {
    title: 'Apartment management guide',
    subtitle: "What an apartment's details mean and how to use the Apartments screen.",
    back: 'Back to the apartments list',
    sections: {
      info: {
        heading: 'Apartment details',
        items: {
          unitNumber: {
            term: 'Unit number',
            text: "The apartment's unique code, e.g. A2-403: building A2, floor 4, unit 03.",
          },
          building: { term: 'Building', text: 'Block A, B or C of the complex.' },
          floor: {
            term: 'Floor',
            text: "The apartment's floor, read from the unit number: A2-403 is on floor 4, C2-1105 on floor 11.",
          },
          rooms: {
            term: 'Bedrooms and bathrooms',
            text: 'How many bedrooms and bathrooms the apartment has.',
          },
          area: { term: 'Area', text: 'The usable area, in m².' },
          rent: {
            term: 'Monthly rent',
            text: "The apartment's rent per month, in đồng (₫).",
          },
        },
      },
      status: {
        heading: 'Apartment status',
        items: {
          available: {
            term: 'Available',
            text: 'The apartment is empty and ready for new residents to move in.',
          },
          occupied: { term: 'Occupied', text: 'Residents live in the apartment.' },
          maintenance: {
            term: 'Maintenance',
            text: 'The apartment is being maintained or repaired; not let for now.',
          },
        },
      },
      residents: {
        heading: "The apartment's residents",
        items: {
          count: {
            term: 'Residents',
            text: 'How many people live in the apartment; at most 4 residents per apartment.',
          },
          assign: {
            term: 'Assign residents',
            text: 'Open the apartment to see, add or move out the residents living there.',
          },
        },
      },
    },
    warning: {
      heading: 'Who may edit',
      edit: 'Only authorised staff may create or edit apartment details.',
    },
    tips: {
      heading: 'Tips',
      items: {
        search:
          'Find an apartment by unit number or building; the search ignores accents and capitals.',
        offline: 'The app keeps working offline; changes sync by themselves once back online.',
      },
    },
  },
  resident: {
    title: 'Resident management guide',
    subtitle: "What a resident record's details mean and how to use the Residents screen.",
    back: 'Back to the residents list',
    sections: {
      personal: {
        heading: 'Personal details',
        items: {
          name: {
            term: 'Full name',
            text: "The resident's family name (with middle name) and first name, e.g. Nguyễn Văn An.",
          },
          idCard: {
            term: 'National ID number',
            text: 'The citizen ID number of exactly 12 digits, not shared with another resident.',
          },
          email: {
            term: 'Email',
            text: 'A contact email address, not shared with another resident.',
          },
          phone: { term: 'Phone number', text: 'In +84 format, e.g. +84901234567.' },
          gender: { term: 'Gender', text: 'Male, Female or Other.' },
          birthDate: { term: 'Date of birth', text: "The resident's date of birth (optional)." },
          job: { term: 'Occupation', text: "The resident's current job." },
        },
      },
      contact: {
        heading: 'Emergency contact and notes',
        items: {
          emergency: {
            term: 'Emergency contact',
            text: 'Name and phone number of the person to call if something happens.',
          },
          notes: {
            term: 'Notes',
            text: 'More information for the management office, e.g. special needs.',
          },
          idPhotos: {
            term: 'ID card photos',
            text: 'Photos of the front and back of the document (PNG, JPG, up to 10MB).',
          },
        },
      },
      status: {
        heading: 'Resident status',
        items: {
          active: { term: 'Active', text: 'The resident lives in the complex.' },
          inactive: {
            term: 'Inactive',
            text: 'The resident has moved out or paused their residence.',
          },
          pending: { term: 'Pending', text: 'The record is waiting for approval.' },
        },
      },
      residence: {
        heading: 'Residence',
        items: {
          moveIn: {
            term: 'Move-in date',
            text: 'The day the resident started living in the complex.',
          },
          apartment: {
            term: 'Current apartment',
            text: 'The apartment the resident lives in, e.g. A2-403.',
          },
        },
      },
    },
    warning: { heading: 'Deleting a resident' },
    tips: {
      heading: 'Tips',
      items: {
        search:
          'Find a resident by name, ID number or email; no need to type accents ("nguyen" finds "Nguyễn").',
        filter: 'Filter the list by status Active, Inactive or Pending.',
        offline: 'The app keeps working offline; changes sync by themselves once back online.',
      },
    },
  },
});
