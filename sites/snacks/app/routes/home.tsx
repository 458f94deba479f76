import type { Route } from './+types/home';

export function meta(_: Route.MetaArgs) {
  return [{ title: 'Snack Shop' }];
}

export default function Home() {
  return (
    <main>
      <h1>Snack Shop</h1>
    </main>
  );
}
