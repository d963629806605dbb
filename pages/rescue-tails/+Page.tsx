export default function Page() {
  return (
    <>
      <h1>Rescue Tails</h1>
      <p className="lead">
        Every rescue dog has a story. Read about the dogs who found their forever homes, and
        remember the ones who crossed the Rainbow Bridge.
      </p>
      <ul className="link-list">
        <li>
          <a href="/rescue-tails/forever-stories">Forever Stories</a>
        </li>
        <li>
          <a href="/rescue-tails/rainbow-bridge">Rainbow Bridge</a>
        </li>
      </ul>
    </>
  );
}
