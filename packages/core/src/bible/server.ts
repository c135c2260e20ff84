export { withBible } from './apply-bible';
export { cardsFromElements } from './cards-from-elements';
export { cardsFromPlan, PLAN_ELEMENTS, type PlanElement } from './cards-from-plan';
export { cardsFromText } from './cards-from-text';
export { consistencyNotes } from './consistency-notes';
export { newCards } from './new-cards';
