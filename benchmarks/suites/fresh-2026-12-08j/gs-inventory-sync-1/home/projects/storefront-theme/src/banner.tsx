export const Banner = () => <div className="banner">Free shipping over 50</div>;
