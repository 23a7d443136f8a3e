import { PERSONAS, type PersonaName } from '@careerloom/contract';
import { Field, Input, Select } from '../../../components/ui/form';

type Props = {
  persona: PersonaName;
  onPersonaChange: (persona: PersonaName) => void;
  nameInput: string;
  onNameChange: (name: string) => void;
  defaultName: string;
};

/** The persona (the ten moods with their tone) and the assistant's name; both are remembered. */
export function ChatSettings({ persona, onPersonaChange, nameInput, onNameChange, defaultName }: Props) {
  return (
    <div className="grid gap-3 border-b border-slate-200 bg-slate-50 px-4 py-3 dark:border-slate-800 dark:bg-slate-900/60">
      <Field label="Voice persona">
        {(ids) => (
          <Select {...ids} value={persona} onChange={(e) => onPersonaChange(e.target.value as PersonaName)}>
            {PERSONAS.map((p) => (
              <option key={p.name} value={p.name}>
                {p.name} — {p.description}
              </option>
            ))}
          </Select>
        )}
      </Field>
      <Field label="Assistant name">
        {(ids) => (
          <Input
            {...ids}
            value={nameInput}
            maxLength={40}
            placeholder={defaultName}
            autoComplete="off"
            onChange={(e) => onNameChange(e.target.value)}
          />
        )}
      </Field>
    </div>
  );
}
