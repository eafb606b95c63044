import { useTranslation } from 'react-i18next';
import { PageLayout, PageTitle, pageStyles } from '../../../components/page-layout';
import { PageWithoutData } from '../../../components/page-without-data';
import { useLocationsQuery } from '../../../lib/api/get-locations';
import { resolveLink } from '../../../lib/links';
import { usePageLocale } from '../../../lib/use-page-locale';
import styles from './locations.module.css';

/** Every city the marketplace serves, grouped by country, each linking to its search (`/venues/locations`). */
export function LocationsPage() {
  const { t } = useTranslation('mf-home');
  const { prefix } = usePageLocale();
  const query = useLocationsQuery();
  const data = query.data;
  if (!data) return <PageWithoutData query={query} title={t('pages.locations.title')} />;
  return (
    <PageLayout>
      <PageTitle title={t('pages.locations.title')}>{t('pages.locations.title')}</PageTitle>
      <p className={pageStyles.lead}>{t('pages.locations.lead')}</p>
      <div className={styles.countries}>
        {data.countries.map((country) => (
          <section key={country.country} className={styles.country} aria-labelledby={`country-${country.country}`}>
            <h2 id={`country-${country.country}`}>{country.name}</h2>
            <ul className={styles.cities}>
              {country.cities.map((city) => {
                // Links come over the network: through the one shared check, and never off the site.
                const href = resolveLink(city.href, prefix);
                if (!href || !href.startsWith('/')) return null;
                return (
                  <li key={city.id}>
                    <a className={styles.city} href={href} aria-label={t('pages.locations.cityLink', { city: city.name, region: city.region || country.name })}>
                      <span>{city.name}</span>
                      {city.region ? <span className={styles.region}>{city.region}</span> : null}
                    </a>
                  </li>
                );
              })}
            </ul>
          </section>
        ))}
      </div>
    </PageLayout>
  );
}
