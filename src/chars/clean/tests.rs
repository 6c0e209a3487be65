//! The table is the predicates it is built from, byte for byte.

use super::*;

#[test]
fn the_byte_table_is_the_predicate() {
    for b in 0..=255u8 {
        for column in Column::ALL {
            let bit = CLEAN[b as usize] & (1 << column as u16) != 0;
            let expected = b < 0x80 && is_clean_in(column, b as char);
            assert_eq!(bit, expected, "{b:#x} in {column:?}");
        }
    }
    for b in 0..=255u8 {
        let host = b.is_ascii_alphanumeric() || b == b'-' || b == b'.';
        assert_eq!(CLEAN[b as usize] & clean_class::HOST != 0, host, "{b:#x}");
        let punct = b == b'-' || b == b'.';
        assert_eq!(CLEAN[b as usize] & clean_class::PUNCT != 0, punct, "{b:#x}");
    }
    // `/`, which ends each dir, is clean in a segment.
    assert!(is_clean_in(Column::Segment, '/'));
    // The bytes of a plain domain are clean in an opaque host, so that the
    // walk's check of its characters has nothing to say either.
    for c in "abcxyzABCXYZ0189-.".chars() {
        assert!(is_clean_in(Column::OpaqueHost, c), "{c}");
    }
}
