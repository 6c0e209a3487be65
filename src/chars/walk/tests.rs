use super::walk_class::{AUTHORITY, SCHEME};
use super::*;

/// The authority and scheme bits are the grammar's predicates, byte for
/// byte, and no byte beyond ASCII is plain: the walk reads on exactly
/// where the grammar's special authority and scheme do.
#[test]
fn the_authority_and_scheme_bits_are_the_predicates() {
    for b in 0..=255u8 {
        let (c, bits) = (char::from(b), WALK_PLAIN[usize::from(b)]);
        let ascii = b.is_ascii();
        let authority = ascii && !(ends_authority(Mode::Web, c) || c == '@');
        assert_eq!(bits & AUTHORITY != 0, authority, "{c:?}");
        assert_eq!(bits & SCHEME != 0, ascii && is_scheme_char(c), "{c:?}");
    }
}
