export { MyReportsPage } from './MyReportsPage';
export { SavedViewOpener, type OpenedView, type SavedViewOpenerProps } from './SavedViewOpener';
export { StarButton, type StarButtonProps } from './StarButton';
