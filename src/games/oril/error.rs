//! Why the engine refuses something, written for the player who tried it.

use thiserror::Error;

use super::house::House;

/// A house number outside 1-6.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Error)]
#[error("there is no house {0}: houses are numbered 1 to 6 from your left")]
pub struct HouseError(pub u8);

/// Why a sowing move is not allowed in the current position.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Error)]
pub enum MoveError {
    /// The house holds no stones.
    #[error("house {0} is empty: pick a house with stones in it")]
    EmptyHouse(House),
    /// The opponent is out of stones and this move would leave them so.
    #[error("your opponent has no stones: you must play a house whose stones reach their row (house {0} does not)")]
    MustFeed(House),
    /// The move would capture all six of the opponent's houses while another move exists.
    #[error("house {0} would capture all six of your opponent's houses, which is only allowed when you have no other move")]
    GrandSlam(House),
}

/// Why an action was refused by the game.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Error)]
pub enum OrilError {
    /// The game has already ended.
    #[error("the game is over")]
    GameOver,
    /// The seat is not one of the two seats of this game.
    #[error("you are not playing in this game")]
    NoSuchSeat,
    /// A sowing move was sent by the seat that is not to move.
    #[error("it is not your turn")]
    NotYourTurn,
    /// The sowing move itself is not allowed.
    #[error(transparent)]
    Move(#[from] MoveError),
    /// The seat already agreed to end the game.
    #[error("you have already agreed to end the game; waiting for your opponent")]
    AlreadyAgreed,
    /// The seat has no standing agreement to withdraw.
    #[error("you have not agreed to end the game, so there is nothing to withdraw")]
    NotAgreed,
}

/// Why an explicit position was rejected by [`super::Position::new`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Error)]
pub enum PositionError {
    /// Not exactly twelve houses were given.
    #[error("a board has 12 houses, not {0}")]
    HouseCount(usize),
    /// Houses and stores do not add up to 48.
    #[error("houses and stores must hold 48 stones in all, not {0}")]
    StoneCount(u32),
    /// A store holds exactly one stone, which no capture can produce.
    #[error("the {0} store holds 1 stone, but captures always take 2 or more")]
    SingleStoneStore(super::house::Side),
}
