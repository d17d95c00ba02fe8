//! Arena: plays seeded games between computer players and prints each player's wins,
//! draws and losses with a 95% confidence interval (Wilson) on its score, and its time
//! per decision (mean, 99th percentile, maximum, total).
//!
//! Usage: `cargo run --release --example arena -- GAME [PLAYER ...] [GAMES] [seed=S]
//! [OPTION ...]`
//!
//! GAME is `oril`, `pazaak` or `uno`. Players are named by the game's levels (see each
//! game's module); with none given, the game's default lineup plays. Player `i` sits in
//! seat `(i + g) % n` of game `g`, so every player takes every seat in turn. Game `g` is
//! dealt from `S` (default 1) and `g` alone, so a run can be repeated and two lineups
//! compared on the same deals. `GAMES` (or `games=N`) defaults per game.
//!
//! - `oril`: players `seed`, `easy`, `medium`, `hard`, `legacy`, with an optional
//!   budget `@50ms`, `@d6` or `@20000n`; options `opening=K` (default 4), `abapa`,
//!   `endgame=N`. Default `medium seed`, 100 games. Example:
//!   `cargo run --release --example arena -- oril hard@30ms seed 400 seed=1 opening=4`
//! - `pazaak`: players `strong`, `seed`, `rule`, `strong-peek`; option `trace`;
//!   `TUNE_*` variables tune `strong`. Default `strong seed`, 4000 matches. Example:
//!   `cargo run --release --example arena -- pazaak strong rule 4000 seed=1`
//! - `uno`: players `strong`, `classic`, 2 to 10 of them; `UNO_WEIGHTS` tunes
//!   `strong`. Default `strong classic classic classic`, 2000 games. Example:
//!   `cargo run --release --example arena -- uno 20000 seed=1`

mod contest;
mod oril;
mod pazaak;
mod uno;

const USAGE: &str =
    "usage: arena oril|pazaak|uno [PLAYER ...] [GAMES] [seed=S] [OPTION ...] (see examples/arena/main.rs)";

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let rest = args.get(1..).unwrap_or_default();
    let result = match args.first().map(String::as_str) {
        Some("oril") => contest::main(oril::Oril::default(), rest),
        Some("pazaak") => pazaak::PazaakContest::new().and_then(|c| contest::main(c, rest)),
        Some("uno") => contest::main(uno::Uno, rest),
        _ => Err(USAGE.to_string()),
    };
    if let Err(e) = result {
        eprintln!("{e}");
        std::process::exit(2);
    }
}
