/** The company administrator's screen: the company's complexes and who serves them. */
export { ComplexesPage } from './components/complexes-page';
