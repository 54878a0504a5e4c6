import styled from 'styled-components';
import { hasPermission } from '@freightdeck/contracts';
import { CheckboxField } from '@freightdeck/ui';
import { PERMISSION_GROUPS, permissionLabel } from './permission-groups';

const Groups = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(180px, 1fr));
  gap: ${({ theme }) => theme.spacing(2)};
`;

const Group = styled.fieldset`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing(0.5)};
  margin: 0;
  padding: 0;
  border: 0;
  & > legend { padding: 0; margin-bottom: ${({ theme }) => theme.spacing(0.5)}; font-weight: ${({ theme }) => theme.fontWeights.medium}; }
`;

const Error = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.danger};
  font-size: ${({ theme }) => theme.fontSizes.xs};
`;

export interface PermissionCheckboxesProps {
  value: readonly string[];
  onChange: (permissions: string[]) => void;
  /** The caller's own permissions: no one grants what they do not hold (the server refuses it too). */
  held: readonly string[];
  /** What the role had when the form opened: kept on offer even if the caller does not hold it. */
  initial: readonly string[];
  error?: string;
}

export function PermissionCheckboxes({ value, onChange, held, initial, error }: PermissionCheckboxesProps) {
  const toggle = (permission: string, on: boolean) =>
    onChange(on ? [...value, permission] : value.filter((p) => p !== permission));
  return (
    <div role="group" aria-label="Permissions" aria-describedby={error ? 'role-permissions-error' : undefined}>
      <Groups>
        {PERMISSION_GROUPS.map((group) => (
          <Group key={group.resource}>
            <legend>{group.label}</legend>
            {group.permissions.map((p) => (
              <CheckboxField
                key={p}
                label={permissionLabel(p)}
                hint={p}
                checked={value.includes(p)}
                disabled={!hasPermission(held, p) && !initial.includes(p)}
                onChange={(e) => toggle(p, e.target.checked)}
              />
            ))}
          </Group>
        ))}
      </Groups>
      {error && <Error id="role-permissions-error" role="alert">{error}</Error>}
    </div>
  );
}
