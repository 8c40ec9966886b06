// The portfolio feature's browser face: holdings' valuation shapes and formats, and the allocation pie.
export { AllocationPie } from './components/performance-summary';
export { formatPercentText, formatQuantity, toneOf } from './format';
export type { Holding, PortfolioMetrics } from './valuation';
