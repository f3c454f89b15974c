export default { 'Tip {amount}': 'Propina {amount}', Tips: 'Propinas' }
