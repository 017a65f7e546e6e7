/** The Inspections feature: the unit page's card, the walk through a checklist and its report. */
export { InspectionsCard } from './components/inspections-card';
export { InspectionPage } from './components/inspection-page';
export { InspectionReportPage } from './components/inspection-report-page';
