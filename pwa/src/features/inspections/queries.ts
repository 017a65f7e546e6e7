import type {
  Apartment,
  Inspection,
  InspectionItem,
  InspectionResult,
  InspectionTemplate,
} from '@chungcu/contracts';
import { appDb, inScope, useAttachments, useTables } from '../../data';

/**
 * The checklists a unit's inspection may use: the company's shared ones and those of the unit's
 * complex (rule S23), oldest first.
 */
export function useInspectionTemplates(apartmentId: string): InspectionTemplate[] | undefined {
  return useTables(
    appDb,
    ['inspectionTemplates', 'apartments'],
    (rows, units) => {
      const unit = units.get(apartmentId);
      return [...rows.values()]
        .filter((t) => inScope(t, unit?.complexId ?? null))
        .sort((a, b) => a.createdAt.localeCompare(b.createdAt) || a.id.localeCompare(b.id));
    },
    [apartmentId],
  );
}

export interface InspectionListItem {
  inspection: Inspection;
  templateName: string;
  answered: number;
  total: number;
}

/** A unit's inspections, newest first, with their checklist's name and how far they got. */
export function useUnitInspections(apartmentId: string): InspectionListItem[] | undefined {
  return useTables(
    appDb,
    ['inspections', 'inspectionTemplates'],
    (inspections, templates) =>
      [...inspections.values()]
        .filter((i) => i.apartmentId === apartmentId)
        .sort((a, b) => b.startedAt.localeCompare(a.startedAt) || b.id.localeCompare(a.id))
        .map((inspection) => {
          const template = templates.get(inspection.templateId);
          return {
            inspection,
            templateName: template?.name ?? '',
            answered: inspection.results.length,
            total: template?.items.length ?? 0,
          };
        }),
    [apartmentId],
  );
}

export interface Section {
  name: string;
  items: InspectionItem[];
}

/** Items grouped by section, in the order the checklist walks them. */
export function sectionsOf(items: readonly InspectionItem[]): Section[] {
  const sections: Section[] = [];
  for (const item of items) {
    const last = sections.at(-1);
    if (last?.name === item.section) last.items.push(item);
    else sections.push({ name: item.section, items: [item] });
  }
  return sections;
}

export interface InspectionView {
  inspection: Inspection;
  template: InspectionTemplate;
  unit: Apartment | null;
  sections: Section[];
  resultOf: ReadonlyMap<string, InspectionResult>;
}

/**
 * One inspection with its checklist and unit, live from the mirror: null when this device does
 * not hold it, undefined until the tables have been read.
 */
export function useInspection(id: string | undefined): InspectionView | null | undefined {
  return useTables(
    appDb,
    ['inspections', 'inspectionTemplates', 'apartments'],
    (inspections, templates, apartments) => {
      const inspection = id ? inspections.get(id) : undefined;
      const template = inspection && templates.get(inspection.templateId);
      if (!inspection || !template) return null;
      return {
        inspection,
        template,
        unit: apartments.get(inspection.apartmentId) ?? null,
        sections: sectionsOf(template.items),
        resultOf: new Map(inspection.results.map((r) => [r.itemId, r])),
      };
    },
    [id],
  );
}

/** The inspection's files: item photos and the signature. */
export function useInspectionFiles(inspectionId: string | undefined) {
  const files = useAttachments(inspectionId);
  return {
    photosOf: (itemId: string) => files.filter((f) => f.purpose === 'photo' && f.itemId === itemId),
    signatures: files.filter((f) => f.purpose === 'signature'),
    all: files,
  };
}
