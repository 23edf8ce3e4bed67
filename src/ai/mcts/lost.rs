//! Playing on when lost. A search in which every move loses cannot tell a
//! move that loses by two points from one that gives up a group: all win
//! nothing, so a side that has lost plays on at random and lets its groups
//! die one by one (a 19x19 game against GNU Go went from a lost fight to
//! W+310.5 that way). So a side that has lost plays its next searches for a
//! komi shifted by most of the deficit its playouts expect: it plays to
//! lose by less, and stands ready should the opponent slip. Its win rate
//! reported, and its choice to pass or resign, still go by the game's komi.

use super::LOST;
use crate::go::Color;

/// The true win rate a side with a shifted komi keeps it below: above it
/// the game is open again and the search plays for the game's komi.
const HOLD: f32 = 0.3;
/// The share of the expected deficit the shift gives back: the search
/// then aims a little above what it expects, as it would in an even game.
const SHARE: f32 = 0.8;

/// The komi shift (added to the game's komi) for `c`'s next search, from
/// this search's: `rate` is `c`'s win rate at the game's komi and `margin`
/// the mean of Black's area minus White's minus the game's komi, both over
/// this search's playouts. Whole points, so a half-point komi stays one.
pub(super) fn next_shift(shift: f32, rate: f32, margin: f32, c: Color) -> f32 {
    let lost = if shift == 0.0 { rate <= LOST } else { rate < HOLD };
    if !lost {
        return 0.0;
    }
    let deficit = (-margin * c.sign()).max(0.0);
    // Black is given points by a smaller komi, White by a larger one.
    -c.sign() * (SHARE * deficit).round()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_lost_side_is_given_most_of_its_deficit_and_a_side_in_the_game_none() {
        // Black expects to lose by 20: komi 20 points smaller, give or take.
        assert_eq!(next_shift(0.0, 0.05, -20.0, Color::Black), -16.0);
        // White behind by 20 (Black ahead by 20): a larger komi.
        assert_eq!(next_shift(0.0, 0.05, 20.0, Color::White), 16.0);
        // Not lost yet: no shift.
        assert_eq!(next_shift(0.0, 0.2, -3.0, Color::Black), 0.0);
        // Once shifted, the shift holds until the game is open again.
        assert_eq!(next_shift(-16.0, 0.2, -5.0, Color::Black), -4.0);
        assert_eq!(next_shift(-16.0, 0.35, -1.0, Color::Black), 0.0);
        // A lost side whose playouts expect it ahead gets nothing back.
        assert_eq!(next_shift(0.0, 0.1, 2.0, Color::Black), 0.0);
    }
}
