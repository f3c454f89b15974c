export default { 'Tip {amount}': 'チップ {amount}', Tips: 'チップ' }
