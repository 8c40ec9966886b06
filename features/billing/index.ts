// The billing feature's browser face: what each plan may use, and the plan's label.
export { canAccess } from './plans';
export { PlanLabel } from './components/plan-label';
