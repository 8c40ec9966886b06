// The newsletter feature's browser face: its sign-up form.
export { NewsletterForm } from './components/newsletter-form';
