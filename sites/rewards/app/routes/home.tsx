import type { Route } from './+types/home';

export function meta(_: Route.MetaArgs) {
  return [{ title: 'Snack Shop Rewards' }];
}

export default function Home() {
  return (
    <main>
      <h1>Snack Shop Rewards</h1>
    </main>
  );
}
