export { InfluenceAreaForm, type InfluenceAreaFormProps } from './InfluenceAreaForm';
