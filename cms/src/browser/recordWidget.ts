/**
 * A `record` widget: keys the writer chooses, each with a line of text (a schema's `z.record`, e.g.
 * a comparison row's extras by plan: `premium-ai: + Dedicated Manager`). Decap has no such widget;
 * this one is made with Decap's own React (`h`, `createClass`) and writes a plain mapping.
 */
import { decapGlobals, plain, type ControlProps } from './decap';

type Row = readonly [key: string, text: string];

interface RecordControl {
  readonly props: ControlProps;
  state: { readonly rows: readonly Row[] };
  setState(state: { readonly rows: readonly Row[] }): void;
}

const rowsOf = (value: unknown): Row[] => {
  const mapping = plain(value);
  return typeof mapping === 'object' && mapping !== null ? Object.entries(mapping).map(([key, text]) => [key, String(text)] as const) : [];
};

const inputStyle = { flex: 1, minWidth: 0, padding: '8px', border: '1px solid #dfdfe3', borderRadius: '4px', font: 'inherit' };

export function registerRecordWidget(): void {
  const { CMS, h, createClass } = decapGlobals();
  const control = createClass({
    displayName: 'RecordControl',
    getInitialState(this: RecordControl) {
      return { rows: rowsOf(this.props.value) };
    },
    change(this: RecordControl, rows: readonly Row[]) {
      this.setState({ rows });
      // Rows still without a key stay on screen but not in the file.
      const named = rows.filter(([key]) => key.trim() !== '');
      this.props.onChange(named.length > 0 ? Object.fromEntries(named.map(([key, text]) => [key.trim(), text])) : undefined);
    },
    render(this: RecordControl & { change(rows: readonly Row[]): void }) {
      const { field, forID, classNameWrapper, setActiveStyle, setInactiveStyle } = this.props;
      const text = (value: unknown, otherwise: string) => (typeof value === 'string' ? value : otherwise);
      const keyLabel = text(field.get('key_label'), 'Key');
      const valueLabel = text(field.get('value_label'), 'Text');
      const { rows } = this.state;
      const update = (index: number, row: Row) => this.change(rows.map((current, at) => (at === index ? row : current)));
      return h(
        'div',
        { id: forID, className: classNameWrapper, onFocus: setActiveStyle, onBlur: setInactiveStyle },
        ...rows.map(([key, text], index) =>
          h(
            'div',
            { key: index, style: { display: 'flex', gap: '8px', marginBottom: '8px' } },
            h('input', {
              'aria-label': `${keyLabel} ${index + 1}`,
              placeholder: keyLabel,
              value: key,
              style: inputStyle,
              onChange: (event: { target: { value: string } }) => update(index, [event.target.value, text]),
            }),
            h('input', {
              'aria-label': `${valueLabel} ${index + 1}`,
              placeholder: valueLabel,
              value: text,
              style: { ...inputStyle, flex: 2 },
              onChange: (event: { target: { value: string } }) => update(index, [key, event.target.value]),
            }),
            h(
              'button',
              { type: 'button', onClick: () => this.change(rows.filter((_row, at) => at !== index)) },
              `Remove ${keyLabel.toLowerCase()}`,
            ),
          ),
        ),
        h('button', { type: 'button', onClick: () => this.change([...rows, ['', '']]) }, `Add ${keyLabel.toLowerCase()}`),
      );
    },
  });
  CMS.registerWidget({ name: 'record', controlComponent: control, allowMapValue: true });
}
