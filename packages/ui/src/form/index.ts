export { Form, type FormProps } from './form';
export { useForm, type FormApi, type FormErrors, type UseFormOptions } from './use-form';
export { rules, type Rule } from './rules';
export { FORM_DEFAULTS, useFormSettings, type FormSettings } from './form-context';
export { CheckboxField, RadioGroup, type CheckboxFieldProps, type RadioGroupProps, type RadioOption } from './choice-fields';
export { FormActions } from './form.styles';
export {
  schemaErrors, namedMessage, requiredMessage, labelOf, labelKey, nounOf, issueKind,
  type FieldLabel, type FieldLabels, type SchemaIssue, type SchemaErrorOptions, type MessageKind,
} from './field-messages';
export { validationIssues, showFormError, type FieldIssueOptions } from './server-errors';
