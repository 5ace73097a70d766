/**
 * The ESIGN Act consumer disclosure (common/esign-disclosure.ts) as the signing page's consent
 * shows it: every item, under its heading, with the version the consent will record.
 */
import ListGroup from 'react-bootstrap/ListGroup';
import { esignDisclosure } from '../../common/esign-disclosure';
import { pageState } from '../lib/page-state';
import { COMPONENT_TEXT } from './messages';

export function EsignDisclosure() {
  const { siteName, supportEmail } = pageState.config;
  const disclosure = esignDisclosure({ siteName, supportEmail });
  return (
    <div data-testid="esign-disclosure" data-version={disclosure.version}>
      <p>{disclosure.intro}</p>
      <ListGroup as="dl" className="mb-2">
        {disclosure.items.map((item) => (
          <ListGroup.Item key={item.id} data-testid={`disclosure-${item.id}`}>
            <dt className="fw-semibold">{item.heading}</dt>
            <dd className="small mb-0">{item.text}</dd>
          </ListGroup.Item>
        ))}
      </ListGroup>
      <p className="small text-body-secondary mb-3">{COMPONENT_TEXT.disclosureVersion(disclosure.version)}</p>
    </div>
  );
}
