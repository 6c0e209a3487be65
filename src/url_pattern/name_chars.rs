//! Which code points a group name may hold: ECMAScript's IdentifierStart
//! and IdentifierPart (the standard's "is a valid name code point").

use icu_properties::props::{IdContinue, IdStart};
use icu_properties::CodePointSetData;

/// "is a valid name code point": IdentifierStart (`ID_Start`, `$`, `_`)
/// for the first code point of a name, IdentifierPart (`ID_Continue`,
/// `$`, ZWNJ, ZWJ) for the others.
pub(crate) fn is_valid_name_code_point(c: char, first: bool) -> bool {
    if c.is_ascii() {
        return c == '$' || c == '_' || c.is_ascii_alphabetic() || (!first && c.is_ascii_digit());
    }
    if first {
        CodePointSetData::new::<IdStart>().contains(c)
    } else {
        c == '\u{200C}' || c == '\u{200D}' || CodePointSetData::new::<IdContinue>().contains(c)
    }
}
