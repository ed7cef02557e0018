export { EffectivationScreen, type EffectivationScreenProps } from './EffectivationScreen';
