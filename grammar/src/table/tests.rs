use super::*;

#[test]
fn the_table_lists_every_row_in_the_order_of_row() {
    let rows = [
        Row::Unreserved,
        Row::AlphaDigit,
        Row::OtherUnicode,
        Row::SubDelims,
        Row::Apostrophe,
        Row::SemicolonEquals,
        Row::At,
        Row::Colon,
        Row::Slash,
        Row::Question,
        Row::Hash,
        Row::Percent,
        Row::TabNewline,
        Row::Nul,
        Row::OtherControl,
        Row::Space,
        Row::Quote,
        Row::AngleBrackets,
        Row::Backtick,
        Row::Caret,
        Row::BracketsBackslashPipe,
        Row::Braces,
    ];
    assert_eq!(rows.len(), TABLE.len());
    for (i, row) in rows.into_iter().enumerate() {
        assert_eq!(TABLE[i].0, row, "line {i}");
        assert_eq!(row as usize, i, "{row:?}");
    }
}

#[test]
fn columns_index_the_table_in_order() {
    for (i, col) in Column::ALL.iter().enumerate() {
        assert_eq!(*col as usize, i);
    }
}

#[test]
fn non_characters_are_controls() {
    assert_eq!(row_of('\u{FDD0}'), Row::OtherControl);
    assert_eq!(row_of('\u{FFFF}'), Row::OtherControl);
    assert_eq!(row_of('\u{10FFFE}'), Row::OtherControl);
    assert_eq!(row_of('\u{FFFD}'), Row::OtherUnicode);
    assert_eq!(row_of('\u{A0}'), Row::OtherUnicode);
}

#[test]
fn every_column_reads_its_cell_of_the_row() {
    let (_, cells) = TABLE.iter().find(|(row, _)| *row == row_of('^')).unwrap();
    for (column, cell) in Column::ALL.into_iter().zip(cells) {
        assert_eq!(status(column, '^'), *cell);
    }
    let (_, at) = TABLE.iter().find(|(row, _)| *row == Row::At).unwrap();
    assert_eq!(at[Column::Username as usize], Status::Fixed);
    assert_eq!(at[Column::OpaqueHost as usize], Status::Rejected);
    assert_eq!(at[Column::Fragment as usize], Status::Valid);
}

#[test]
fn characters_fall_in_their_rows() {
    assert_eq!(row_of('['), Row::BracketsBackslashPipe);
    assert_eq!(row_of('['), row_of('|'));
    assert_ne!(row_of('{'), row_of('['));
    assert_eq!(row_of('é'), Row::OtherUnicode);
    assert_eq!(row_of('\u{85}'), Row::OtherControl);
}
