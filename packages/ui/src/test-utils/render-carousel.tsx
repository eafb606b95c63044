import { render } from '@testing-library/react';
import { Carousel } from '../components/carousel/carousel';

/** A three-slide carousel without autoplay, labelled "Featured spaces", for the slider's start tests. */
export function renderThreeSlideCarousel(onSelect?: (index: number) => void) {
  return render(
    <Carousel
      label="Featured spaces"
      items={[1, 2, 3]}
      renderSlide={(n) => <p>{n}</p>}
      slideLabel={(i, n) => `${i + 1} of ${n}`}
      previousLabel="Previous spaces"
      nextLabel="Next spaces"
      autoplay={false}
      {...(onSelect ? { onSelect } : {})}
    />,
  );
}
